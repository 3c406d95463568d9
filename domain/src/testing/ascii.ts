// The domain has no TextEncoder (no DOM or Node types): test bytes are plain ASCII.
export function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0x7f);
}

export function asciiText(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, 4096));
}
