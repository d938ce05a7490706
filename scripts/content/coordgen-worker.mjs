// RDKit's CoordGen in a thread of its own (scripts/content/structure-layout.ts): RDKit's WebAssembly
// starts asynchronously, the structure drawing is synchronous, so the drawing thread posts a
// molfile, sleeps on `signal` and reads the answer off its port. Plain JavaScript, so the thread
// starts without the build's TypeScript loader (it only needs RDKit).
import { workerData } from 'node:worker_threads';

/** @type {{ port: import('node:worker_threads').MessagePort; signal: Int32Array }} */
const { port, signal } = workerData;
// Imported here rather than at the top: a missing or broken RDKit is then an answer (the drawing
// keeps openchemlib's layout and the build says why), not a thread that dies unheard.
const rdkit = import('@rdkit/rdkit').then(({ default: initRDKitModule }) => initRDKitModule());
// Answered per molecule below; unhandled here it would end the thread before the first question.
rdkit.catch(() => {});

/** The molfile laid out again by CoordGen, atoms and explicit hydrogens kept in their order. */
async function layOut(/** @type {string} */ molfile) {
  const RDKit = await rdkit;
  const mol = RDKit.get_mol(molfile, JSON.stringify({ removeHs: false, sanitize: true }));
  if (!mol) throw new Error('RDKit could not read the molecule');
  try {
    if (!mol.set_new_coords(true)) throw new Error('CoordGen could not lay the molecule out');
    return mol.get_molblock();
  } finally {
    mol.delete();
  }
}

port.on('message', async (/** @type {{ molfile: string }} */ { molfile }) => {
  let reply;
  try {
    reply = { molfile: await layOut(molfile) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
