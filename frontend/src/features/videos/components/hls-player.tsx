import type { endpoints } from '@academy/shared/endpoints';
import { useLingui } from '@lingui/react/macro';
import type Hls from 'hls.js';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Checkbox, Select } from '../../../components/ui';
import type { CallResult } from '../../../lib/api-client';
import {
  connectionHints,
  hlsConfig,
  hlsEngine,
  isAccessExpired,
  levelIndexOf,
  levelPlan,
  prefersDataSaver,
  type Quality,
  startQuality,
} from '../lib/hls-settings';
import { nextVolume, playerAction } from '../lib/player-keys';
import {
  PLAYBACK_SPEEDS,
  type PlayerPrefs,
  readPrefs,
  rememberPref,
  speedLabel,
  startCaptions,
} from '../lib/player-prefs';
import styles from './hls-player.module.css';

/** A transcoded lesson: its playlists, poster, renditions and captions (the video route's `hls`). */
export type HlsPlayback = NonNullable<CallResult<typeof endpoints.getVideoLink>['hls']>;

export interface HlsPlayerProps {
  playback: HlsPlayback;
  /** The lesson's title: the video's accessible name. */
  title: string;
  /** Gets the <video> (the watch tracker follows it); null while the player swaps its source. */
  onMedia?: (media: HTMLVideoElement | null) => void;
  /** Asks for the video again, which renews the access cookies; resolves with the (maybe new) playback. */
  refresh: () => Promise<HlsPlayback | undefined>;
  /** The video cannot be played (after one renewal of the access and one media recovery). */
  onFailure?: () => void;
  autoPlay?: boolean;
  /** The frame around the video (size, background); the settings sit under it. */
  frameClassName?: string;
  frameStyle?: CSSProperties;
  /** Shown over the video (a problem notice). */
  children?: ReactNode;
}

type Engine =
  | { type: 'hls.js'; hls: Hls; levels: { height: number; bitrate: number }[] }
  | { type: 'native' };

/** The choices the player starts with: the person's remembered ones, else what the connection suggests. */
function initialChoices(playback: HlsPlayback) {
  const prefs = readPrefs();
  const connection = connectionHints();
  const dataSaver = prefs.dataSaver ?? prefersDataSaver(connection);
  return {
    dataSaver,
    quality: startQuality({
      saved: prefs.quality,
      renditions: playback.renditions,
      hasAudio: Boolean(playback.audio),
      dataSaver,
      connection,
    }),
    speed: prefs.speed ?? 1,
    captions: startCaptions(
      prefs.captions,
      playback.captions.map((c) => c.language),
    ),
  };
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement && /^(SELECT|INPUT|TEXTAREA|BUTTON|A)$/.test(target.tagName);

/**
 * A transcoded lesson in a plain <video> with the browser's controls, and the settings under it: quality (Auto,
 * each rendition, Audio only), speed, captions and the data saver, each choice remembered in the browser.
 * hls.js (its light build, in a chunk of its own) is fetched only here, and not at all where the browser plays
 * HLS itself without Media Source Extensions (Safari on older iPhones). The keys of `playerAction` work while
 * the video has focus. When the access cookies run out (a 403), the video is asked for once more, which
 * renews them, and playback goes on where it was.
 */
export default function HlsPlayer(props: HlsPlayerProps) {
  const { title, autoPlay = false, frameClassName, frameStyle, children } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const shellRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<Engine | null>(null);
  /** Where to go on after the source changes (audio only and back, renewed access). */
  const resumeRef = useRef<{ time: number; playing: boolean } | null>(null);
  /** One renewal per run of failures: set when asked, cleared once a segment loads again. */
  const renewedRef = useRef(false);
  const callbacks = useRef(props);
  callbacks.current = props;

  const [playback, setPlayback] = useState(props.playback);
  const [initial] = useState(() => initialChoices(props.playback));
  const [quality, setQuality] = useState<Quality>(initial.quality);
  const [dataSaver, setDataSaver] = useState(initial.dataSaver);
  const [speed, setSpeed] = useState(initial.speed);
  const [captions, setCaptions] = useState(initial.captions);
  const [reload, setReload] = useState(0);
  const [engineReady, setEngineReady] = useState(0);
  const [autoHeight, setAutoHeight] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  /** The browser plays the stream itself (no hls.js): it picks the rendition, so the menu offers none. */
  const [native, setNative] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { t } = useLingui();

  const { renditions } = playback;
  const plan = levelPlan(quality, renditions, dataSaver);
  const audioOnly = plan.audio && Boolean(playback.audio);
  const source = audioOnly && playback.audio ? playback.audio : playback.master;

  /** Remembers where the video is and takes it from the tracker while the source changes under it. */
  const keepPlace = useCallback(() => {
    const video = videoRef.current;
    if (!video || resumeRef.current) return;
    resumeRef.current = { time: video.currentTime, playing: !video.paused };
    callbacks.current.onMedia?.(null);
  }, []);

  const renewAccess = useCallback(async () => {
    renewedRef.current = true;
    try {
      const next = await callbacks.current.refresh();
      keepPlace();
      if (next) setPlayback(next);
      setReload((n) => n + 1);
    } catch {
      callbacks.current.onFailure?.();
    }
  }, [keepPlace]);

  // The engine: hls.js (or the browser) on the current source; rebuilt for audio only and renewed access.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` rebuilds it on purpose; the plan is applied below.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let mediaRecovered = false;
    const resume = resumeRef.current;
    const firstLoad = !resume;
    const fail = () => callbacks.current.onFailure?.();

    const onReady = () => {
      if (resume) {
        video.currentTime = resume.time;
        if (resume.playing) void video.play().catch(() => undefined);
        resumeRef.current = null;
        callbacks.current.onMedia?.(video);
      } else if (autoPlay) {
        void video.play().catch(() => undefined);
      }
    };
    video.addEventListener('loadedmetadata', onReady, { once: true });
    if (firstLoad) callbacks.current.onMedia?.(video);

    const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    const playNatively = () => {
      engineRef.current = { type: 'native' };
      setNative(true);
      video.src = source;
      setEngineReady((n) => n + 1);
    };
    const onNativeError = () => {
      if (engineRef.current?.type !== 'native') return;
      if (!renewedRef.current) void renewAccess();
      else fail();
    };
    video.addEventListener('error', onNativeError);

    const start = async () => {
      const engine = hlsEngine({
        mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
        nativeHls,
      });
      if (engine === 'native') return playNatively();
      if (engine === 'none') return fail();
      const { default: HlsJs } = await import('hls.js/light');
      if (cancelled) return;
      if (!HlsJs.isSupported()) return nativeHls ? playNatively() : fail();
      const current = levelPlan(quality, renditions, dataSaver);
      const hls = new HlsJs(hlsConfig(current, dataSaver));
      const state: Engine = { type: 'hls.js', hls, levels: [] };
      engineRef.current = state;
      hls.on(HlsJs.Events.MANIFEST_PARSED, (_event, data) => {
        state.levels = data.levels.map((l) => ({ height: l.height, bitrate: l.bitrate }));
        setEngineReady((n) => n + 1);
      });
      hls.on(HlsJs.Events.LEVEL_SWITCHED, (_event, data) => {
        setAutoHeight(hls.levels[data.level]?.height ?? null);
      });
      hls.on(HlsJs.Events.FRAG_LOADED, () => {
        renewedRef.current = false;
      });
      hls.on(HlsJs.Events.ERROR, (_event, data) => {
        if (isAccessExpired(data)) {
          // hls.js would try the other renditions, all closed alike: renew once, else give up at once.
          hls.stopLoad();
          if (renewedRef.current) fail();
          else void renewAccess();
          return;
        }
        if (!data.fatal) return;
        if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
          mediaRecovered = true;
          hls.recoverMediaError();
          return;
        }
        fail();
      });
      hls.loadSource(source);
      hls.attachMedia(video);
    };
    void start();

    return () => {
      cancelled = true;
      video.removeEventListener('loadedmetadata', onReady);
      video.removeEventListener('error', onNativeError);
      const engine = engineRef.current;
      engineRef.current = null;
      if (engine?.type === 'hls.js') engine.hls.destroy();
      else if (engine?.type === 'native') {
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [source, reload]);

  // The player leaves: the tracker lets go of the video.
  useEffect(() => () => callbacks.current.onMedia?.(null), []);

  // The quality and the data saver's cap, on the running hls.js (the browser's own HLS picks for itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied again once each new engine knows its levels.
  useEffect(() => {
    const engine = engineRef.current;
    if (engine?.type !== 'hls.js' || engine.levels.length === 0 || plan.audio) return;
    const cap = levelIndexOf(engine.levels, renditions, plan.cap);
    engine.hls.autoLevelCapping = cap;
    if (plan.level >= 0) engine.hls.nextLevel = levelIndexOf(engine.levels, renditions, plan.level);
    else if (engine.hls.manualLevel !== -1) engine.hls.currentLevel = -1;
  }, [plan.audio, plan.level, plan.cap, renditions, engineReady]);

  // Speed, kept across source changes (a new source starts at the default rate).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again on each new engine.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, engineReady]);

  // Captions: the chosen <track> shows, the others are off.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tracks are new for new captions.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = track.language === captions ? 'showing' : 'disabled';
    }
  }, [captions, playback.captions, engineReady]);

  // The browser's own controls may change the captions or the speed too: the menus follow them.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onTracks = () => {
      const showing = Array.from(video.textTracks).find((t) => t.mode === 'showing');
      setCaptions(showing?.language || 'off');
    };
    const onRate = () => {
      if ((PLAYBACK_SPEEDS as readonly number[]).includes(video.playbackRate)) setSpeed(video.playbackRate);
    };
    video.textTracks.addEventListener('change', onTracks);
    video.addEventListener('ratechange', onRate);
    return () => {
      video.textTracks.removeEventListener('change', onTracks);
      video.removeEventListener('ratechange', onRate);
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === shellRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const remember = (change: PlayerPrefs) => rememberPref(change);

  const chooseQuality = (next: Quality) => {
    if ((next === 'audio') !== audioOnly) keepPlace();
    setQuality(next);
    remember({ quality: next });
  };

  const chooseDataSaver = (on: boolean) => {
    setDataSaver(on);
    remember({ dataSaver: on });
    // Turning it on plays audio only (the one step within its 1 MB a minute; adaptive, capped at 360p, for a
    // lesson without sound); turning it off goes back to adaptive playback. A quality picked after stays picked.
    const next: Quality = on ? (playback.audio ? 'audio' : 'auto') : quality === 'audio' ? 'auto' : quality;
    if (next !== quality) {
      setQuality(next);
      remember({ quality: next });
    }
  };

  const chooseCaptions = (language: string) => {
    setCaptions(language);
    remember({ captions: language });
  };

  const lastLanguage = useRef(playback.captions[0]?.language);
  if (captions !== 'off') lastLanguage.current = captions;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const video = videoRef.current;
    if (!video || isTyping(event.target)) return;
    const action = playerAction(event);
    if (!action) return;
    event.preventDefault();
    switch (action.type) {
      case 'toggle-play':
        if (video.paused) void video.play().catch(() => undefined);
        else video.pause();
        break;
      case 'seek': {
        const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
        video.currentTime = Math.min(end, Math.max(0, video.currentTime + action.seconds));
        break;
      }
      case 'volume': {
        video.muted = false;
        video.volume = nextVolume(video.volume, action.change);
        const volume = Math.round(video.volume * 100);
        setAnnouncement(t`Volume ${volume} %`);
        break;
      }
      case 'mute':
        video.muted = !video.muted;
        setAnnouncement(video.muted ? t`Muted` : t`Sound on`);
        break;
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else if (shellRef.current?.requestFullscreen) {
          void shellRef.current.requestFullscreen().catch(() => undefined);
        }
        break;
      case 'captions': {
        if (playback.captions.length === 0) break;
        const next = captions === 'off' ? (lastLanguage.current ?? 'off') : 'off';
        chooseCaptions(next);
        const label = playback.captions.find((c) => c.language === next)?.label;
        setAnnouncement(label ? t`Captions: ${label}` : t`Captions off`);
        break;
      }
    }
  };

  const qualityOptions = [
    { value: 'auto', label: t`Auto` },
    ...(native ? [] : [...renditions].reverse().map((r) => ({ value: r.name, label: r.name }))),
    ...(playback.audio ? [{ value: 'audio', label: t`Audio only` }] : []),
  ];

  return (
    // The keys work while the video (or anything else in the player) has focus; the video is focusable.
    <div
      ref={shellRef}
      className={`${styles.shell} ${fullscreen ? styles.fullscreen : ''}`}
      // Before the video's own controls see the key (they would toggle playback a second time).
      onKeyDownCapture={onKeyDown}
    >
      <div className={frameClassName} style={fullscreen ? undefined : frameStyle}>
        {/* biome-ignore lint/a11y/useMediaCaption: the lesson's captions are its <track> elements, when it has any. */}
        <video
          ref={videoRef}
          className={styles.video}
          style={audioOnly ? { backgroundImage: `url("${playback.poster}")` } : undefined}
          poster={playback.poster}
          controls
          playsInline
          preload="metadata"
          aria-label={t`Video: ${title}`}
          aria-keyshortcuts="Space K ArrowLeft ArrowRight ArrowUp ArrowDown F M C"
          tabIndex={0}
        >
          {playback.captions.map((track) => (
            <track
              key={`${track.language}:${track.url}`}
              kind="subtitles"
              srcLang={track.language}
              label={track.label}
              src={track.url}
            />
          ))}
        </video>
        {children}
      </div>
      <fieldset className={styles.settings}>
        <legend className="sr-only">{t`Video settings`}</legend>
        <Select
          label={quality === 'auto' && autoHeight ? t`Quality (${autoHeight}p)` : t`Quality`}
          value={native && quality !== 'audio' ? 'auto' : quality}
          options={qualityOptions}
          onChange={(event) => chooseQuality(event.target.value)}
        />
        <Select
          label={t`Speed`}
          value={String(speed)}
          options={PLAYBACK_SPEEDS.map((s) => ({ value: String(s), label: speedLabel(s) }))}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSpeed(next);
            remember({ speed: next });
          }}
        />
        {playback.captions.length > 0 && (
          <Select
            label={t`Captions`}
            value={captions}
            options={[
              { value: 'off', label: t`Off` },
              ...playback.captions.map((c) => ({ value: c.language, label: c.label })),
            ]}
            onChange={(event) => chooseCaptions(event.target.value)}
          />
        )}
        <Checkbox
          label={t`Data saver`}
          className={styles.dataSaver}
          checked={dataSaver}
          onChange={(event) => chooseDataSaver(event.target.checked)}
        />
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </fieldset>
    </div>
  );
}
