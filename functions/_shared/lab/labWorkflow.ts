/** The run store's name for a lab column's model call: the workbench lists it beside the workflows' runs, and the lab links there. */
export const labWorkflow = 'lab-prompt';
