/// <reference path="../../types/webassembly.d.ts" />
import { readAsset } from './assets';

/**
 * HarfBuzz shaping through our own glue over `harfbuzzjs/dist/harfbuzz.wasm` (harfbuzzjs 1.6.4, HarfBuzz 15.0.0).
 * The package's JS entry is ESM with a top-level await, which esbuild cannot put in our CJS bundles, and its
 * emscripten runtime is 117 KB; this is the handful of C functions we call. The glue depends on the wasm's import
 * and export names, which is why functions/package.json pins harfbuzzjs exactly (shaping.test.ts checks known glyph
 * ids, so a bump that changes them fails there). The module is compiled synchronously, on first use only: a Latin
 * document never reads the file.
 */

interface HbExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  __wasm_call_ctors(): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_glyph_h_advance(font: number, glyph: number): number;
  hb_font_get_nominal_glyph(font: number, codePoint: number, glyph: number): number;
  hb_buffer_create(): number;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_buffer_destroy(buffer: number): void;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
}

let hb: HbExports | undefined;

/** The instantiated harfbuzz.wasm (from PDF_WASM_DIR), compiled once per process (warm invocations reuse it). */
function harfbuzz(): HbExports {
  if (hb) return hb;
  const fail = (what: string) => () => {
    throw new Error(`harfbuzz.wasm: ${what}`);
  };
  const module = new WebAssembly.Module(readAsset('PDF_WASM_DIR', 'harfbuzz.wasm'));
  let exports: HbExports | undefined;
  const instance = new WebAssembly.Instance(module, {
    wasi_snapshot_preview1: { proc_exit: fail('proc_exit') },
    env: {
      _emscripten_runtime_keepalive_clear: () => {},
      _abort_js: fail('abort'),
      _setitimer_js: () => 0,
      // Grows the memory when malloc asks for more (a font's bytes live in it).
      emscripten_resize_heap: (requested: number) => {
        const memory = (exports as HbExports).memory;
        const size = memory.buffer.byteLength;
        const need = (requested >>> 0) - size;
        try {
          memory.grow(Math.ceil(Math.max(need, size) / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
    },
  });
  exports = instance.exports as unknown as HbExports;
  exports.__wasm_call_ctors();
  hb = exports;
  return hb;
}

/** One shaped glyph in font units: its id, the UTF-16 index of its cluster, advance and offsets. */
export interface ShapedGlyph {
  gid: number;
  cluster: number;
  ax: number;
  dx: number;
  dy: number;
}

/** A font loaded into HarfBuzz, kept for the process's lifetime (the bytes stay in the wasm memory). */
export class HbFont {
  private readonly hb: HbExports;
  private readonly font: number;
  readonly upem: number;

  constructor(bytes: Uint8Array) {
    this.hb = harfbuzz();
    const { hb } = this;
    const ptr = hb.malloc(bytes.byteLength);
    new Uint8Array(hb.memory.buffer).set(bytes, ptr);
    const blob = hb.hb_blob_create(ptr, bytes.byteLength, 1 /* HB_MEMORY_MODE_READONLY */, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    this.font = hb.hb_font_create(face);
    this.upem = hb.hb_face_get_upem(face);
  }

  /** The glyph's advance from hmtx, in font units (the PDF's W entry). */
  advance(gid: number): number {
    return this.hb.hb_font_get_glyph_h_advance(this.font, gid);
  }

  /** Whether the font maps the code point to a glyph. */
  hasChar(codePoint: number): boolean {
    const ptr = this.hb.malloc(4);
    const found = this.hb.hb_font_get_nominal_glyph(this.font, codePoint, ptr);
    this.hb.free(ptr);
    return found !== 0;
  }

  /** The text shaped: glyphs in visual order, script, direction and language guessed from the text. */
  shape(text: string): ShapedGlyph[] {
    const { hb } = this;
    const buffer = hb.hb_buffer_create();
    const ptr = hb.malloc(Math.max(text.length, 1) * 2);
    const units = new Uint16Array(hb.memory.buffer, ptr, text.length);
    for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
    hb.hb_buffer_add_utf16(buffer, ptr, text.length, 0, text.length);
    hb.free(ptr);
    hb.hb_buffer_guess_segment_properties(buffer);
    hb.hb_shape(this.font, buffer, 0, 0);
    const n = hb.hb_buffer_get_length(buffer);
    const infos = hb.hb_buffer_get_glyph_infos(buffer, 0) >> 2;
    const positions = hb.hb_buffer_get_glyph_positions(buffer, 0) >> 2;
    // Views made after shaping: the memory may have grown (a new buffer) meanwhile.
    const u32 = new Uint32Array(hb.memory.buffer);
    const i32 = new Int32Array(hb.memory.buffer);
    const glyphs: ShapedGlyph[] = [];
    for (let i = 0; i < n; i++) {
      // hb_glyph_info_t and hb_glyph_position_t are 5 32-bit fields each.
      glyphs.push({
        gid: u32[infos + i * 5] ?? 0,
        cluster: u32[infos + i * 5 + 2] ?? 0,
        ax: i32[positions + i * 5] ?? 0,
        dx: i32[positions + i * 5 + 2] ?? 0,
        dy: i32[positions + i * 5 + 3] ?? 0,
      });
    }
    hb.hb_buffer_destroy(buffer);
    return glyphs;
  }
}
