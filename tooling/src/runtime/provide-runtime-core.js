/**
 * A federation runtime plugin of the host: puts the host's own runtime-core where a remote built with
 * `experiments.externalRuntime` reads it (the global _FEDERATION_RUNTIME_CORE), before any remote
 * loads. Only the exports the remotes' runtime imports (@module-federation/runtime and its helpers),
 * all of them already in the host's runtime: the login screen loads nothing more. The library's own
 * provider hands over the whole module instead, which keeps every export in the host's first script.
 */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@clinica/federation-runtime-core';

export default function provideRuntimeCore() {
  CurrentGlobal._FEDERATION_RUNTIME_CORE ??= {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
  return { name: 'provide-runtime-core' };
}
