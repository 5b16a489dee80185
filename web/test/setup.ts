import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router 7 reads them when it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// findBy/waitFor wait up to 3 s: the suite shares two cores with the API tests, and some pages
// wait out a real 500 ms search debounce before their request.
configure({ asyncUtilTimeout: 3000 });
