export * from './task-chat-panel.tsx';
