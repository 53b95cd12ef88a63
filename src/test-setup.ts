import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Route screens are lazy chunks: their first import in a busy test run can take over a second.
configure({ asyncUtilTimeout: 4000 });
