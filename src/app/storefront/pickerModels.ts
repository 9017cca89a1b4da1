import type { PhoneModel, Platform } from '../../shared/catalog/catalog.ts';

/** A platform's models as the picker lists them: newest first, the reverse of definition order. */
export function modelsNewestFirst(models: readonly PhoneModel[], platform: Platform): PhoneModel[] {
  return models.filter((model) => model.platform === platform).reverse();
}

/** The tab to open: the stored model's platform, else iOS. */
export function initialPlatform(storedModel: PhoneModel | undefined): Platform {
  return storedModel?.platform ?? 'ios';
}
