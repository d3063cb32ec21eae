import { z } from '@hono/zod-openapi';

export const attributionSchema = z
  .object({
    source: z.string(),
    fields: z.array(z.string()).openapi({ description: 'The answer’s fields that come from this source.' }),
    citation: z.string(),
    url: z.url(),
    license: z.string(),
    licenseUrl: z.url().nullable(),
    changes: z.string().openapi({ description: 'What was done to the source’s data.' }),
    notice: z.string().nullable().openapi({ description: 'A licence notice that must travel with copies of the data.' }),
  })
  .openapi('Attribution');

export type Attribution = z.infer<typeof attributionSchema>;

const mitNotice = `MIT License

Copyright (c) 2024 OpenAI

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

/**
 * The sources of the AI jobs data and what their licences ask (src/data/ai-exposure/README.md):
 * CC BY 4.0 asks for the citation and the changes, MIT for its notice with every copy. Every
 * answer of jobs data carries this list, and the reference prints it.
 */
export const jobsAttribution: readonly Attribution[] = [
  {
    source: 'Microsoft Research, “Working with AI”',
    fields: ['msAiApplicability'],
    citation:
      'Kiran Tomlinson, Sonia Jaffe, Will Wang, Scott Counts, Siddharth Suri. Working with AI: Measuring the Applicability of Generative AI to Occupations. arXiv:2507.07935, 2025.',
    url: 'https://arxiv.org/abs/2507.07935',
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    changes:
      'Adapted: columns renamed, feedback fractions dropped, values rounded to 4 decimals, BLS OEWS May 2024 columns added, employment-weighted group means computed.',
    notice: null,
  },
  {
    source: 'OpenAI, “GPTs are GPTs”',
    fields: ['gpt4Beta', 'humanBeta'],
    citation:
      'Tyna Eloundou, Sam Manning, Pamela Mishkin, Daniel Rock. GPTs are GPTs: Labor market impact potential of LLMs. Science 384(6702):1306–1308, 2024. doi:10.1126/science.adj0998.',
    url: 'https://github.com/openai/GPTs-are-GPTs',
    license: 'MIT',
    licenseUrl: 'https://opensource.org/license/mit',
    changes:
      'O*NET-SOC ratings averaged (unweighted) to 2018 SOC codes through the BLS crosswalk; employment-weighted group means computed.',
    notice: mitNotice,
  },
  {
    source: 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024',
    fields: [
      'title',
      'name',
      'employment2024',
      'scoredEmployment2024',
      'medianAnnualWage2024',
      'medianHourlyWage2024',
      'medianWageIsLowerBound',
    ],
    citation: 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024.',
    url: 'https://www.bls.gov/oes/tables.htm',
    license: 'Public domain (U.S. Government work)',
    licenseUrl: 'https://www.bls.gov/opub/copyright-information.htm',
    changes: 'Titles, employment and median wages joined to the scores by 2018 SOC code.',
    notice: null,
  },
];
