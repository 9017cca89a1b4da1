import { createDesignStore } from '../assets/designStore.ts';
import { imageStore } from './editorImageStore.ts';

/** The editor's one design store (assets/designStore.ts), over its one image store. */
export const designStore = createDesignStore(imageStore);
