// The back office's entry to this feature, apart from index.ts so the settings editor (forms,
// drag and drop) never reaches the public entry chunk that imports the widget.
export { WhatsAppSettingsEditor } from "./components/whatsapp-settings-editor";
