import { describe, expect, it } from 'vitest';
import { eagerWrappers } from '../../scripts/vite/eager-framework.ts';

describe('eagerWrappers (the framework chunk, before minifying)', () => {
  const chunk = [
    'import { r as __toESM, t as __commonJSMin } from "./rolldown-runtime.js";',
    'var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
    '\tvar REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");',
    '\titems.forEach(((item) => { use(item); }));',
    '}));',
    'var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
    '\tmodule.exports = require_react_production();',
    '}));',
  ].join('\n');

  it('turns each CommonJS wrapper into a parenthesized function expression, which V8 compiles with the file', () => {
    const out = eagerWrappers(chunk);
    expect(out).toContain('__commonJSMin((function (exports) {');
    expect(out).toContain('__commonJSMin((function (exports, module) {');
    expect(out).not.toMatch(/__commonJSMin\(\(\([^)]*\)\s*=>/);
  });

  it('leaves every other arrow function as it was (its `this` and `arguments` are its surroundings\')', () => {
    expect(eagerWrappers(chunk)).toContain('items.forEach(((item) => { use(item); }));');
  });

  it('keeps the code valid and its result the same', () => {
    const run = (code: string) => {
      const commonJS = (cb: (exports: object, module: { exports: unknown }) => void) => () => {
        const module = { exports: {} as unknown };
        cb(module.exports as object, module);
        return module.exports;
      };
      return new Function('__commonJSMin', `${code}\nreturn require_b();`)(commonJS) as unknown;
    };
    const code = ['var require_a = __commonJSMin(((exports) => {', '\texports.answer = 42;', '}));', 'var require_b = __commonJSMin(((exports, module) => {', '\tmodule.exports = require_a().answer + 1;', '}));'].join('\n');
    expect(eagerWrappers(code)).not.toBe(code);
    expect(run(eagerWrappers(code))).toBe(run(code));
    expect(run(code)).toBe(43);
  });
});
