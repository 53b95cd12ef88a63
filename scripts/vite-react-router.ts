import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/**
 * React Router's top-level statements that keep unused code alive, rewritten so the bundler can drop what
 * the app never uses (Form, NavLink, the data routers, the RSC error boundary): devtools names assigned at the
 * top level removed, component and context factories marked pure, a class's static property read from a getter inside
 * the class (a static field would be lowered to a call for the es2020 target).
 */
export function treeShakableReactRouter(code: string): string {
  const statics = new Map([...code.matchAll(/^([\w$]+)\.contextType = ([\w$]+);$/gm)].map(([, name, value]) => [name!, value!]));
  const moved = new Set<string>();
  let out = code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^(?:class ([\w$]+)|var ([\w$]+) = class) extends React\d*\.Component \{\n/gm, (head: string, declared?: string, assigned?: string) => {
      const name = declared ?? assigned ?? '';
      const value = statics.get(name);
      if (value === undefined) return head;
      moved.add(name);
      return `${head}  static get contextType() {\n    return ${value};\n  }\n`;
    });
  // Only the writes whose class now holds the getter go.
  for (const name of moved) out = out.replace(`\n${name}.contextType = ${statics.get(name)};\n`, '\n');
  return out;
}

/**
 * Builds only: React Router's production build (its package exports name the development build, warnings
 * and all, for every bundler: remix-run/react-router#12532), made tree-shakable (treeShakableReactRouter).
 */
export function reactRouterProduction(): Plugin {
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return join(production, 'index.mjs');
      if (source === 'react-router/dom') return join(production, 'dom-export.mjs');
      return null;
    },
    transform(code, id) {
      return DIST.test(id) ? treeShakableReactRouter(code) : null;
    },
  };
}
