/**
 * A CSV export as a byte stream that asks its generator for the next page only when the client
 * has taken the last one, and stops the reads when the download is cancelled: constant memory
 * whatever the number of rows.
 */
export function csvStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
