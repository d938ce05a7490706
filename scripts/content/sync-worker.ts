import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/**
 * A worker thread beside this module, asked synchronously: the content check is synchronous, the
 * work it hands over (sharp and unpdf opening files, RDKit laying out a molecule) is not. `ask`
 * posts a message, sleeps until the worker sets the shared flag, and reads its answer off the
 * port: `{ answer }`, or null when none came in `timeoutMs` (the next question starts a new
 * thread, so a late answer is never read as the next one's). The thread starts on the first
 * question and does not keep the process alive. `file` is passed as a variable: Vite bundles the
 * check into the editor and would otherwise copy the worker, with sharp or RDKit, into its files.
 */
export function syncWorker(file: string) {
  let thread: { port: MessagePort; signal: Int32Array } | null = null;
  return function ask(message: unknown, timeoutMs: number): { answer: unknown } | null {
    if (!thread) {
      const { port1, port2 } = new MessageChannel();
      const signal = new Int32Array(new SharedArrayBuffer(4));
      new Worker(new URL(file, import.meta.url), { workerData: { port: port2, signal }, transferList: [port2] }).unref();
      thread = { port: port1, signal };
    }
    const { port, signal } = thread;
    Atomics.store(signal, 0, 0);
    port.postMessage(message);
    if (Atomics.wait(signal, 0, 0, timeoutMs) === 'timed-out') {
      thread = null;
      return null;
    }
    return { answer: receiveMessageOnPort(port)?.message };
  };
}
