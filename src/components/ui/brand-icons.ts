import facebook from 'virtual:icon/facebook';
import instagram from 'virtual:icon/instagram';
import linkedin from 'virtual:icon/linkedin';
import twitter from 'virtual:icon/twitter';
import whatsapp from 'virtual:icon/whatsapp';
import youtube from 'virtual:icon/youtube';
import type { IconNode } from '../../content/icons.ts';
import type { SocialNetwork } from '../../content/social.ts';

/** The social networks' marks, by network: the lists that show them choose networks from content. */
export const brandIcons: Record<SocialNetwork, IconNode> = { facebook, instagram, linkedin, twitter, whatsapp, youtube };
