// A request's body as text, read at most `max` bytes whatever its Content-Length says (a chunked body declares none):
// null when it is larger, after cancelling the rest, so no endpoint holds a stranger's large body in memory. A body that
// declares its length (and is within max) is read whole: the runtime holds a request to its declared length.
/** The body as text, or null when it exceeds `max` bytes (read in chunks; never more than max + one chunk). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  const length = request.headers.get('content-length');
  if (Number(length ?? '0') > max) {
    await request.body?.cancel();
    return null;
  }
  // A declared length within the cap: the runtime delivers exactly that many bytes (HTTP framing), read in one call,
  // without a stream reader and a decoder per request (the attendance worker's 670 reports a second).
  if (length !== null) {
    const text = await request.text();
    return text.length > max ? null : text;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
