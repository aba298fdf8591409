/**
 * The few web-standard globals that the browser, its workers and Node all provide, typed here because
 * the core's tsconfig loads neither the DOM's nor Node's types (so `document` or `Buffer` fail to compile).
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare function atob(data: string): string;
declare function btoa(data: string): string;
declare var crypto: { randomUUID(): `${string}-${string}-${string}-${string}-${string}` };
