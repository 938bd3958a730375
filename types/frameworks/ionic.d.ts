 
/**
 * Ionic (`@ionic/react`, `@ionic/vue`, `@ionic/angular/standalone`) and the Capacitor plugins the
 * guides' Ionic samples use (`@capacitor/core`, `@capacitor/app`, `@capacitor/camera`). Ionic's UI
 * components are declared as components with any props: samples are checked for their Plinth usage
 * and their own TypeScript, not against Ionic's prop types. See README.md.
 */
declare module '@ionic/react' {
  import type { ComponentType } from 'react';
  export const IonApp: ComponentType<any>;
  export const IonPage: ComponentType<any>;
  export const IonHeader: ComponentType<any>;
  export const IonToolbar: ComponentType<any>;
  export const IonTitle: ComponentType<any>;
  export const IonContent: ComponentType<any>;
  export const IonList: ComponentType<any>;
  export const IonItem: ComponentType<any>;
  export const IonLabel: ComponentType<any>;
  export const IonInput: ComponentType<any>;
  export const IonButton: ComponentType<any>;
  export const IonAvatar: ComponentType<any>;
  export const IonText: ComponentType<any>;
  export const IonSpinner: ComponentType<any>;
  export const IonNote: ComponentType<any>;
  /** Applies Ionic's global configuration; call once before rendering. */
  export function setupIonicReact(config?: Record<string, any>): void;
  export function useIonToast(): [(options: { message: string; duration?: number; color?: string; position?: 'top' | 'middle' | 'bottom' }) => Promise<void>, () => Promise<void>];
}

declare module '@ionic/vue' {
  export const IonApp: any;
  export const IonPage: any;
  export const IonHeader: any;
  export const IonToolbar: any;
  export const IonTitle: any;
  export const IonContent: any;
  export const IonList: any;
  export const IonItem: any;
  export const IonLabel: any;
  export const IonInput: any;
  export const IonButton: any;
  export const IonAvatar: any;
  export const IonText: any;
  export const IonSpinner: any;
  export const IonNote: any;
  export const IonRouterOutlet: any;
  /** The Vue plugin: `createApp(App).use(IonicVue)`. */
  export const IonicVue: any;
  export const toastController: { create(options: { message: string; duration?: number; color?: string }): Promise<{ present(): Promise<void> }> };
}

declare module '@ionic/angular/standalone' {
  export const IonApp: any;
  export const IonRouterOutlet: any;
  export const IonHeader: any;
  export const IonToolbar: any;
  export const IonTitle: any;
  export const IonContent: any;
  export const IonList: any;
  export const IonItem: any;
  export const IonLabel: any;
  export const IonInput: any;
  export const IonButton: any;
  export const IonAvatar: any;
  export const IonText: any;
  export const IonSpinner: any;
  export const IonNote: any;
  /** Registers Ionic in a standalone Angular app's providers. */
  export function provideIonicAngular(config?: Record<string, any>): any;
}

declare module '@capacitor/core' {
  export const Capacitor: {
    /** True in the iOS and Android apps, false in a browser. */
    isNativePlatform(): boolean;
    getPlatform(): 'ios' | 'android' | 'web';
  };
}

declare module '@capacitor/app' {
  export interface URLOpenListenerEvent {
    url: string;
  }
  export interface PluginListenerHandle {
    remove(): Promise<void>;
  }
  export const App: {
    /** Called when the app is opened through a URL (a deep link or custom scheme). */
    addListener(eventName: 'appUrlOpen', listener: (event: URLOpenListenerEvent) => void): Promise<PluginListenerHandle>;
  };
}

declare module '@capacitor/camera' {
  export enum CameraResultType {
    Uri = 'uri',
    Base64 = 'base64',
    DataUrl = 'dataUrl',
  }
  export enum CameraSource {
    Prompt = 'PROMPT',
    Camera = 'CAMERA',
    Photos = 'PHOTOS',
  }
  export interface Photo {
    /** A URL the web view can fetch the image from (with `CameraResultType.Uri`). */
    webPath?: string;
    path?: string;
    dataUrl?: string;
    base64String?: string;
    /** The image format, such as `jpeg` or `png`. */
    format: string;
  }
  export const Camera: {
    getPhoto(options: {
      resultType: CameraResultType;
      source?: CameraSource;
      quality?: number;
      width?: number;
      height?: number;
      allowEditing?: boolean;
      webUseInput?: boolean;
    }): Promise<Photo>;
  };
}
