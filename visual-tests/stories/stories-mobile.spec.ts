import { defineStoryTests } from '../src/story-tests.ts';

// The 375-px pass: stories tagged `mobile`.
defineStoryTests({ onlyTag: 'mobile' });
