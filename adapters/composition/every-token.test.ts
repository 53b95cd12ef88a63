import { describe, expect, it } from 'vitest';
import type { Container, interfaces } from 'inversify';
import { createContainer } from './create-container';
import { mockPushModule } from './mock-push-module';
import { mockSignInModule } from './mock-sign-in-module';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

// src/main.tsx binds the document head after the container is made; a stand-in here.
function withDocumentHead(container: Container): Container {
  container.bind(TOKENS.DocumentHead).toConstantValue({} as never);
  return container;
}

const wirings: Record<string, () => Container> = {
  production: () => withDocumentHead(createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform())),
  // src/main.tsx in mock builds: the production modules, then the mock's sign-in and push overrides.
  mock: () =>
    withDocumentHead(createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ overrides: [mockSignInModule, mockPushModule] }))),
};

describe('the composition root resolves every token', () => {
  for (const [wiring, make] of Object.entries(wirings)) {
    it(`in the ${wiring} wiring: each of TOKENS resolves to a value, singletons once`, () => {
      const container = make();
      const unresolved: string[] = [];
      for (const [name, token] of Object.entries(TOKENS) as [string, interfaces.ServiceIdentifier<unknown>][]) {
        try {
          const value: unknown = container.get(token);
          if (value === undefined) unresolved.push(`${name}: undefined`);
          else if (container.get(token) !== value) unresolved.push(`${name}: a new value on each get`);
        } catch (error) {
          unresolved.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      expect(unresolved).toEqual([]);
      expect(Object.keys(TOKENS).length).toBeGreaterThan(100);
    });
  }
});
