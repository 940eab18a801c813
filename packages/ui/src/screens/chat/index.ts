// The AI task chat of part 1: `@beautydesk/ui/screens/chat`.
export * from './task-chat-panel/task-chat-panel.tsx';
