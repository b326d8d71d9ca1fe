export { VideoEmbed, type Video } from './VideoEmbed';
