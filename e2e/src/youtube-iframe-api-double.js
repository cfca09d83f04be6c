// A double of YouTube's IFrame Player API script (https://www.youtube.com/iframe_api), served by the e2e suite in
// place of the real one (unreachable from these machines). It pins the contract the class page's adapter relies on
// (mfe-lessons/src/features/class-live/youtube/youtube-player.ts): `new YT.Player(element, { videoId, host, events:
// { onReady, onStateChange } })`, `YT.PlayerState.PLAYING / PAUSED / ENDED` (1 / 2 / 0, the API's numbers),
// `getCurrentTime()`, `destroy()`, and `window.onYouTubeIframeAPIReady()` once the script has run. The test drives it
// through `window.__youtubeDouble` (play, pause, end) and reads the options the page gave.
(function () {
  var PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var players = [];
  function Player(element, options) {
    this.options = options;
    this.playingSince = null;
    this.position = 0;
    var stage = document.createElement('div');
    stage.setAttribute('data-youtube-double', options.videoId);
    stage.textContent = 'Vídeo ' + options.videoId;
    element.replaceWith(stage);
    this.stage = stage;
    players.push(this);
    setTimeout(() => {
      if (options.events && options.events.onReady) options.events.onReady({ target: this });
    }, 0);
  }
  Player.prototype.setState = function (state) {
    if (this.playingSince !== null) this.position += (Date.now() - this.playingSince) / 1000;
    this.playingSince = state === PlayerState.PLAYING ? Date.now() : null;
    if (this.options.events && this.options.events.onStateChange)
      this.options.events.onStateChange({ target: this, data: state });
  };
  Player.prototype.getCurrentTime = function () {
    return this.position + (this.playingSince !== null ? (Date.now() - this.playingSince) / 1000 : 0);
  };
  Player.prototype.destroy = function () {
    this.stage.remove();
  };
  window.YT = { Player: Player, PlayerState: PlayerState };
  window.__youtubeDouble = {
    players: players,
    options: function () {
      var o = players[players.length - 1].options;
      return { videoId: o.videoId, host: o.host };
    },
    play: function () {
      players[players.length - 1].setState(PlayerState.PLAYING);
    },
    pause: function () {
      players[players.length - 1].setState(PlayerState.PAUSED);
    },
    end: function () {
      players[players.length - 1].setState(PlayerState.ENDED);
    },
  };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
