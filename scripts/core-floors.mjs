// Lint for core/'s floors: no import loop between its folders (type imports count). A capability depends on the
// folders below it, never sideways in a loop. Prints each loop with the imports that make it; exits 1 when any.
// Usage: node scripts/core-floors.mjs   (part of `npm run lint`)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const core = resolve(import.meta.dirname, '..', 'core');
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) files.push(path);
  }
};
walk(core);

const folderOf = (path) => relative(core, path).split('/')[0];
/** folder → folder → the imports (file → file) behind that edge */
const edges = new Map();
for (const file of files) {
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), match[1]);
    if (!target.startsWith(core + '/')) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    // A file at core's root is no folder: it may not exist (every module lives in a capability folder).
    if (!relative(core, file).includes('/')) throw new Error(`core/${relative(core, file)}: every core module lives in a folder`);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const via = edges.get(from);
    if (!via.has(to)) via.set(to, []);
    via.get(to).push(`${relative(core, file)} → ${relative(core, target)}`);
  }
}

// Strongly connected components (Tarjan): each one of two or more folders is a loop.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
const visit = (folder) => {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder), index.get(next)));
  }
  if (low.get(folder) === index.get(folder)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) loops.push(component.sort());
  }
};
for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);

for (const loop of loops) {
  console.error(`core folders in an import loop: ${loop.join(', ')}`);
  for (const from of loop)
    for (const [to, imports] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`  ${from} → ${to}: ${[...new Set(imports)].join('; ')}`);
}
if (loops.length > 0) process.exit(1);
console.log(`core floors: ${new Set(files.map(folderOf)).size} folders, no import loop`);
