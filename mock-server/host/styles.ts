/**
 * Inline CSS of the host page: wp-admin's basics (colours, list resets, .screen-reader-text, notices) and
 * its layout — admin bar, dark left menu, light content — collapsing behind a menu button at ≤ 782 px.
 * Colours keep WCAG AA contrast.
 */
export const HOST_CSS = `
html{background:#f0f0f1}
body{margin:0;background:#f0f0f1;color:#1d2327;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;font-size:13px;line-height:1.4em;min-width:0}
a{color:#2271b1}
a:hover,a:active{color:#135e96}
a:focus{color:#043959;box-shadow:0 0 0 2px #2271b1;outline:2px solid transparent}
p{font-size:13px;line-height:1.5;margin:1em 0}
h1{color:#1d2327;font-size:23px;font-weight:400;line-height:1.3;margin:0.67em 0}
h2{color:#1d2327;font-size:1.3em;margin:1em 0}
ul,ol{padding:0}
ul{list-style:none}
ol{list-style-type:decimal;margin-left:2em}
li{margin-bottom:6px}
.screen-reader-text,.screen-reader-text span{border:0;clip:rect(1px,1px,1px,1px);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;word-wrap:normal!important}
.skip-link:focus{clip:auto;clip-path:none;height:auto;width:auto;margin:0;padding:15px 23px 14px;position:fixed;top:7px;left:6px;z-index:100000;background:#f0f0f1;color:#2271b1;font-size:14px;font-weight:600;line-height:normal;text-decoration:none;box-shadow:0 0 2px 2px rgba(0,0,0,.6)}
html{scroll-padding-top:32px}
#wpadminbar{position:fixed;top:0;left:0;right:0;height:32px;z-index:99999;display:flex;align-items:center;gap:12px;padding:0 12px;background:#1d2327;color:#f0f0f1;font-size:13px;box-sizing:border-box}
#wpadminbar a{color:#f0f0f1;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#wpadminbar a:hover,#wpadminbar a:focus{color:#72aee6}
#wpadminbar .site-name{font-weight:600;max-width:60vw}
#wpadminbar .howdy{margin-left:auto;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:30vw}
#wp-admin-bar-menu-toggle{display:none;background:transparent;border:0;color:#f0f0f1;font:inherit;font-size:20px;line-height:1;padding:8px;margin-left:-8px;cursor:pointer;border-radius:2px}
#wp-admin-bar-menu-toggle:focus{outline:2px solid #72aee6}
#adminmenuwrap{position:fixed;top:32px;bottom:0;left:0;width:160px;overflow-y:auto;background:#1d2327;z-index:9990}
#adminmenu{margin:12px 0;padding:0;list-style:none}
#adminmenu li{margin:0}
#adminmenu .menu-top>a{display:flex;align-items:center;gap:8px;padding:8px 12px;color:#f0f0f1;font-size:14px;font-weight:400;text-decoration:none}
#adminmenu .menu-icon{display:inline-block;width:20px;text-align:center;font-weight:600;color:#c3c4c7}
#adminmenu .menu-top>a:hover,#adminmenu .menu-top>a:focus{color:#72aee6;box-shadow:none}
#adminmenu .menu-top.current>a{background:#2271b1;color:#fff}
#adminmenu .menu-top.current>a .menu-icon{color:#fff}
#adminmenu .wp-submenu{list-style:none;margin:0;padding:7px 0 8px;background:#2c3338}
#adminmenu .wp-submenu a{display:block;padding:5px 12px 5px 40px;color:#c3c4c7;font-size:13px;line-height:1.4;text-decoration:none}
#adminmenu .wp-submenu a:hover,#adminmenu .wp-submenu a:focus{color:#72aee6;box-shadow:inset 4px 0 0 0 #72aee6}
#adminmenu .wp-submenu a[aria-current="page"]{color:#fff;font-weight:600}
#wpcontent{margin-left:160px;padding:32px 0 0 20px;min-height:calc(100vh - 32px)}
#wpbody-content{display:block;padding-bottom:65px;outline:0}
.wrap{margin:10px 20px 0 2px}
.notice{background:#fff;border:1px solid #c3c4c7;border-left:4px solid #72aee6;box-shadow:0 1px 1px rgba(0,0,0,.04);margin:15px 20px 15px 2px;padding:1px 12px}
.notice-error{border-left-color:#d63638}
.notice-warning{border-left-color:#dba617}
code{background:#f0f0f1;padding:3px 5px;font-size:13px}
@media screen and (max-width:782px){
html{scroll-padding-top:46px}
#wpadminbar{height:46px;font-size:14px}
#wp-admin-bar-menu-toggle{display:block}
#adminmenuwrap{display:none;top:46px;width:100%;max-width:320px;box-shadow:0 3px 6px rgba(0,0,0,.3)}
body.wp-menu-open #adminmenuwrap{display:block}
#adminmenu .menu-top>a{padding:12px 16px;font-size:16px}
#adminmenu .wp-submenu a{padding:10px 16px 10px 44px;font-size:15px}
#wpcontent{margin-left:0;padding:46px 0 0 10px}
.wrap{margin:10px 10px 0 0}
.notice{margin:10px 10px 10px 0}
}
`;

/** Styles of the stand-alone error page (wp_die). */
export const ERROR_PAGE_CSS = `
html{background:#f1f1f1}
body{background:#fff;border:1px solid #ccd0d4;color:#444;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;margin:2em auto;padding:1em 2em;max-width:700px;box-shadow:0 1px 1px rgba(0,0,0,.04)}
h1{border-bottom:1px solid #dadada;clear:both;color:#444;font-size:24px;margin:30px 0 0 0;padding:0 0 7px}
.wp-die-message,p{font-size:14px;line-height:1.5;margin:25px 0 20px}
a{color:#2271b1}
@media screen and (max-width:782px){body{margin:1em;padding:0.5em 1em}}
`;
