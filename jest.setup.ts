import '@testing-library/jest-dom';
import fc from 'fast-check';

// Properties try hard: a thousand cases each, not fast-check's default hundred.
fc.configureGlobal({ numRuns: 1000 });
