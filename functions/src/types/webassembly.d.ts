// The few WebAssembly globals lib/pdf uses (shaping.ts, subset.ts). Node has them; the project's lib (es2023,
// no DOM) and @types/node 20 do not declare them.
declare namespace WebAssembly {
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  type Imports = Record<string, Record<string, unknown>>;
  class Module {
    constructor(bytes: Uint8Array<ArrayBuffer>);
  }
  class Instance {
    constructor(module: Module, imports?: Imports);
    readonly exports: Record<string, unknown>;
  }
}
