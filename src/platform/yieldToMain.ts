/** Lets the browser handle input and paint between the steps of the start, so none of them is a long task. */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
