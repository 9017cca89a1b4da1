/** The part of libheif-js (libheif compiled to wasm, with its embind helpers) the converter uses. */
declare module 'libheif-js/wasm-bundle.js' {
  interface HeifChannel {
    id: number;
    width: number;
    height: number;
    stride: number;
    /** A view into the wasm memory: valid until the image is released or the memory grows. */
    data: Uint8Array;
  }
  interface HeifImage {
    handle: unknown;
    free(): void;
  }
  interface HeifDecoder {
    /** The file's top-level images; empty when it cannot be parsed. */
    decode(bytes: Uint8Array): HeifImage[];
    decoder: { delete(): void } | null;
  }
  const libheif: {
    ready: Promise<void>;
    HeifDecoder: new () => HeifDecoder;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGB: number; heif_chroma_interleaved_RGBA: number };
    heif_image_handle_has_alpha_channel(handle: unknown): boolean;
    heif_channel: { heif_channel_interleaved: number };
    heif_js_decode_image2(
      handle: unknown,
      colorspace: number,
      chroma: number,
    ): Promise<{ code?: number; image: unknown; channels: HeifChannel[] } | null>;
    heif_image_release(image: unknown): void;
  };
  export default libheif;
}
