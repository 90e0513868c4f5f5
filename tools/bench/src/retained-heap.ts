import WebSocket from 'ws';

interface InspectorAnswer {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

/**
 * The server's JavaScript heap after a full collection, in MB, asked through its inspector
 * (`node --inspect`): what the server keeps, where its resident memory also counts garbage not yet
 * collected and memory V8 has not yet handed back to the system.
 */
export async function retainedHeapMegabytes(inspectorUrl: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<number, (answer: InspectorAnswer) => void>();
  socket.on('message', (data) => {
    const answer = JSON.parse(String(data)) as InspectorAnswer;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<InspectorAnswer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: objects with finalisers or weak references are freed by the second collection.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const used = await call('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true });
    return Math.round(Number(used.result?.result?.value) / (1024 * 1024));
  } finally {
    socket.close();
  }
}
