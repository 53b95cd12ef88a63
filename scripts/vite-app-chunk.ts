import type { Plugin } from 'vite';

const ENTRY = /[\\/]src[\\/]boot[\\/]boot-shell-entry\.ts$/;
const APP = /[\\/]src[\\/]main\.tsx$/;

/**
 * Builds only: src/main.tsx (imported by the boot entry once the static shell is painted) keeps every module it
 * imports statically in its own chunk, as when it was the entry. Rolldown would otherwise split the modules
 * it shares with the route pages into small common chunks, though main's are always loaded first
 * (rolldown/rolldown#10731: +1.5 kB gzip of first load in small chunks). Modules the boot entry
 * imports itself stay in the entry, and main.tsx stays the chunk vite's manifest names src/main.tsx (the
 * worker's shell precache looks it up). The framework's group (vite.config.ts) comes first and keeps its modules.
 */
export function appChunk(): Plugin {
  let appModules = new Set<string>();
  return {
    name: 'app-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (start: string | undefined): Set<string> => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        if (start) visit(start);
        return seen;
      };
      const entry = closure(ids.find((id) => ENTRY.test(id)));
      appModules = new Set([...closure(ids.find((id) => APP.test(id)))].filter((id) => !entry.has(id) && !APP.test(id)));
    },
    generateBundle(_options, bundle) {
      // A module the app chunk needs but the group left out lands in main.tsx's chunk, which imports the app chunk:
      // a chunk cycle, in which the app chunk reads main's bindings before main has run (an undefined constant).
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const main = chunks.find((chunk) => chunk.facadeModuleId !== null && APP.test(chunk.facadeModuleId));
      const app = chunks.find((chunk) => chunk.name === 'app');
      if (main && app?.imports.includes(main.fileName)) {
        const stranded = Object.keys(main.modules).filter((id) => !APP.test(id));
        this.error(`app-chunk: the app chunk imports main.tsx's chunk (a cycle); modules stranded in main's chunk: ${stranded.join(', ')}`);
      }
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), { name: 'app', test: (id: string) => appModules.has(id), includeDependenciesRecursively: false }] },
      };
    },
  };
}
