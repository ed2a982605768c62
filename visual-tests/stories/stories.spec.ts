import { defineStoryTests } from '../src/story-tests.ts';

defineStoryTests();
