// The chat room modal's chunk (side menu "Live chat"): loaded on first open.
export const loadChatRoomModal = () => import('./components/chat-room-modal.tsx');
