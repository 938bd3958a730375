 
/**
 * React Native and the community packages the guides' React Native samples use (AsyncStorage, the
 * URL polyfill). Components are typed loosely as React components with any props: samples are checked
 * for their Plinth usage and their own TypeScript, not against React Native's real prop types. See README.md.
 */
declare module 'react-native' {
  import type { ComponentType } from 'react';
  export const View: ComponentType<any>;
  export const Text: ComponentType<any>;
  export const TextInput: ComponentType<any>;
  export const Button: ComponentType<{ title: string; onPress?: () => void; disabled?: boolean; [prop: string]: any }>;
  export const Pressable: ComponentType<any>;
  export const ActivityIndicator: ComponentType<any>;
  export const SafeAreaView: ComponentType<any>;
  export const Alert: {
    alert(title: string, message?: string, buttons?: { text: string; onPress?: () => void; style?: string }[]): void;
  };
  export type AppStateStatus = 'active' | 'background' | 'inactive' | 'unknown' | 'extension';
  export const AppState: {
    currentState: AppStateStatus;
    addEventListener(type: 'change', listener: (state: AppStateStatus) => void): { remove(): void };
  };
  export const Linking: {
    getInitialURL(): Promise<string | null>;
    addEventListener(type: 'url', listener: (event: { url: string }) => void): { remove(): void };
    openURL(url: string): Promise<any>;
  };
  export const Platform: { OS: 'ios' | 'android' | 'web' | 'windows' | 'macos'; select<T>(specifics: { [os: string]: T }): T };
  export const StyleSheet: { create<T extends Record<string, Record<string, any>>>(styles: T): T };
}

declare module '@react-native-async-storage/async-storage' {
  const AsyncStorage: {
    getItem(key: string): Promise<string | null>;
    setItem(key: string, value: string): Promise<void>;
    removeItem(key: string): Promise<void>;
  };
  export default AsyncStorage;
}

/** Adds a WHATWG `URL` to React Native; imported for its side effect. */
declare module 'react-native-url-polyfill/auto';
