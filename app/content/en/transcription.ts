import type { TranscriptionContent } from "../es/transcription.ts";

export const transcriptionEn: TranscriptionContent = {
  upload: {
    drop: "Drag and drop your video here",
    or: "or",
    choose: "Choose file",
    formats: "Supported formats: MP4, MOV, AVI, WMV (Max. {max}MB)",
    selected: "Selected video: {name} ({size} MB)",
    preview: "Video preview",
  },
  actions: {
    transcribe: "Transcribe Video",
    running: "Transcribing...",
  },
  progress: {
    label: "Transcription progress",
    uploading: "Uploading video... {percent}%",
    processing: "Processing video...",
    done: "Completed",
  },
  result: {
    title: "Transcription",
    copy: "Copy",
    details: "Audio length: {seconds} s",
  },
  status: {
    unavailable:
      "Video transcription is not available right now. Please try again later or contact us.",
    englishOnly: "The current transcription engine recognises English audio only.",
  },
  toasts: {
    invalidType: { title: "Invalid file", description: "Please upload a video file." },
    tooLarge: { title: "File too large", description: "The maximum allowed size is {max}MB." },
    loaded: { title: "Video loaded", description: "You can now transcribe the video." },
    done: {
      title: "Transcription completed",
      description: "Your video has been transcribed successfully.",
    },
    copied: { title: "Text copied", description: "The text has been copied to the clipboard." },
    errorTitle: "Error",
    noVideo: "There is no video to transcribe",
    failed: "Error transcribing the video",
    noText: "No transcription was received from the server",
    unreadable: "The video file could not be read.",
    generic: "An error occurred while processing the video.",
  },
};
