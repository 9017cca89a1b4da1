/** The part of libheif-js (libheif compiled to wasm, with libde265) the HEIC converter uses. */
declare module 'libheif-js/wasm-bundle.js' {
  interface HeifImage {
    handle: unknown;
    free(): void;
  }
  interface HeifChannel {
    id: number;
    width: number;
    height: number;
    /** Bytes per row. */
    stride: number;
    /** A view into the wasm module's memory: valid until the image is released. */
    data: Uint8Array;
  }
  interface DecodedImage {
    code?: number;
    image: unknown;
    channels: HeifChannel[];
  }
  interface LibHeif {
    ready: Promise<void>;
    HeifDecoder: new () => { decoder: { delete(): void } | null; decode(bytes: Uint8Array): HeifImage[] };
    /** Decodes one image with its transformations (rotation, mirroring, crop) applied. */
    heif_js_decode_image2(handle: unknown, colorspace: number, chroma: number): Promise<DecodedImage | undefined>;
    heif_image_release(image: unknown): void;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGB: number; heif_chroma_interleaved_RGBA: number };
    heif_image_handle_has_alpha_channel(handle: unknown): boolean;
    heif_channel: { heif_channel_interleaved: number };
  }
  const libheif: LibHeif;
  export default libheif;
}
