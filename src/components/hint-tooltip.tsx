// Loaded on the first hover or focus of a hint (hover-hint.tsx), with the floating-position code it needs.
export { Tooltip as HintTooltip } from '@mantine/core';
