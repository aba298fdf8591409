import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The node whose "Connect to…" dialog is open: opened by the C shortcut or the canvas's toolbar. */
const connectRequest = createStore<{ sourceNodeId: string | null }>()(() => ({ sourceNodeId: null }));

export const requestConnect = (sourceNodeId: string) => connectRequest.setState({ sourceNodeId });
export const closeConnect = () => connectRequest.setState({ sourceNodeId: null });
export const useConnectSource = () => useStore(connectRequest, (state) => state.sourceNodeId);
