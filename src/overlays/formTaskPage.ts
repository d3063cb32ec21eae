/** Whether the layout marked this page's main task as a form (`src/lib/routes/formTasks.ts`). */
export const isFormTaskPageView = (doc: Document): boolean => doc.querySelector('meta[name="page-task"][content="form"]') !== null;
