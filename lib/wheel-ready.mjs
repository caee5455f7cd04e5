// The mark the wheel tool carries once its stored state is in place and every control answers.
// The tool sets it; the browser tests, the engine tests and the benchmarks wait for it before
// they act or measure. Plain JavaScript, so that the scripts run without a compiler read it too.

/** The class of the wheel tool's outermost element. */
export const WHEEL_TOOL_CLASS = 'wheel-tool';

/** The attribute the wheel tool sets to "true" once it answers. */
export const READY_ATTRIBUTE = 'data-ready';

/** A CSS selector for the wheel tool once it answers. */
export const WHEEL_READY = `.${WHEEL_TOOL_CLASS}[${READY_ATTRIBUTE}="true"]`;
