import './styles/app.css';
// React's own code, evaluated here, in this module's task: most of the cost of starting the app
// is the browser compiling react-dom's one large function when it first runs (~9 ms of CPU on this
// 2-core machine, x4 on Lighthouse's phone).
import 'react';
import 'react-dom/client';

/**
 * The app (src/app/app-start.tsx: the take-over, the router, the first render) is evaluated in a
 * task of its own, after this one: evaluated with the framework as one module graph, the two were
 * one 13-23 ms task, a long task on a phone. Its files are not fetched late: the page names them
 * as modulepreloads with this module's (appStartFiles in scripts/vite/route-preload.ts), so they arrive together and
 * only their evaluation waits. A static import cannot do this (a module graph evaluates in one
 * task), nor can a top-level await (it would split the entry into dozens of chunks).
 */
setTimeout(() => void import('./app/app-start.tsx'), 0);
