 
/**
 * The Expo media modules the guides' React Native samples use to pick and show photos:
 * `expo-image-picker` and `expo-image`. (Deep links, secure storage and the router are in
 * expo.d.ts; React Native itself in react-native.d.ts.) See README.md.
 */
declare module 'expo-image-picker' {
  export type MediaType = 'images' | 'videos' | 'livePhotos';
  export interface ImagePickerAsset {
    /** A local file URI of the picked image. */
    uri: string;
    width: number;
    height: number;
    mimeType?: string;
    fileName?: string | null;
    fileSize?: number;
  }
  export type ImagePickerResult = { canceled: false; assets: ImagePickerAsset[] } | { canceled: true; assets: null };
  export function launchImageLibraryAsync(options?: {
    mediaTypes?: MediaType | MediaType[];
    allowsEditing?: boolean;
    aspect?: [number, number];
    quality?: number;
    exif?: boolean;
  }): Promise<ImagePickerResult>;
  export function requestMediaLibraryPermissionsAsync(): Promise<{ granted: boolean; status: string }>;
}

declare module 'expo-image' {
  import type { ComponentType } from 'react';
  /** Shows an image from `source` (`{ uri }`); props are not checked. */
  export const Image: ComponentType<any>;
}
