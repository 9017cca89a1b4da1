/**
 * An image the pipeline refuses on purpose (wrong type, too many bytes or pixels), carrying a short
 * reason the shopper can read after the file name, e.g. "holiday.pdf is not an image".
 */
export class ImageRejectedError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`Image refused: ${reason}`);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}
