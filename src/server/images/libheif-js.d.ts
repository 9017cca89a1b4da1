/** The part of libheif-js (libheif compiled to wasm, with libde265) the HEIC converter uses. */
declare module 'libheif-js/wasm-bundle.js' {
  interface HeifImage {
    handle: Wrapped;
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
  /**
   * A C object wrapped by embind. WARNING: `$$.ptr` is embind's own field, the only way to pass
   * the object to the C functions that libheif-js exports unwrapped (the colour profile ones).
   */
  export interface Wrapped {
    $$: { ptr: number };
  }
  interface DecodedImage {
    code?: number;
    image: Wrapped;
    channels: HeifChannel[];
  }
  export interface LibHeif {
    ready: Promise<void>;
    HeifDecoder: new () => { decoder: { delete(): void } | null; decode(bytes: Uint8Array): HeifImage[] };
    /** Decodes one image with its transformations (rotation, mirroring, crop) applied. */
    heif_js_decode_image2(handle: Wrapped, colorspace: number, chroma: number): Promise<DecodedImage | undefined>;
    heif_image_release(image: unknown): void;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGB: number; heif_chroma_interleaved_RGBA: number };
    heif_image_handle_has_alpha_channel(handle: Wrapped): boolean;
    heif_channel: { heif_channel_interleaved: number };
    /** The wasm module's memory; a new view after the memory grows. */
    HEAPU8: Uint8Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    /** The image's colour profile type as a fourcc ('prof' or 'rICC' for ICC, 'nclx'), 0 for none. */
    _heif_image_handle_get_color_profile_type(handle: number): number;
    _heif_image_handle_get_raw_color_profile_size(handle: number): number;
    /** Writes its heif_error to `error` (12 bytes) and the ICC profile's bytes to `data`. */
    _heif_image_handle_get_raw_color_profile(error: number, handle: number, data: number): void;
    /** Writes its heif_error to `error` and a pointer to a new heif_color_profile_nclx to `out`. */
    _heif_image_handle_get_nclx_color_profile(error: number, handle: number, out: number): void;
    _heif_nclx_color_profile_free(nclx: number): void;
  }
  const libheif: LibHeif;
  export default libheif;
}
