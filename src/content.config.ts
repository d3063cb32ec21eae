/// <reference types="astro/client" />
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { assessmentSchema, frameworkSchema } from './lib/assessments/schema/index.ts';

/**
 * Content collections. The build validates every file against its schema, so a broken
 * assessment stops the build instead of reaching a reader.
 */
const assessments = defineCollection({
  // One file per role, named by the role id of the route table.
  loader: glob({ pattern: '*.json', base: './src/content/assessments' }),
  schema: assessmentSchema,
});

const frameworks = defineCollection({
  loader: file('src/content/frameworks.json'),
  schema: frameworkSchema,
});

export const collections = { assessments, frameworks };
