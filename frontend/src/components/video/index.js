export { VideoEmbed } from './VideoEmbed';
