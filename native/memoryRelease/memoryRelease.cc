// Hands memory the process has freed back to the operating system, in two steps JavaScript can
// time on their own:
// - collectGarbage(): a full garbage collection as under memory pressure, which frees dead
//   buffers' memory before it returns and gives V8's spare pages back, where an idle process may
//   otherwise wait minutes for its next collection;
// - trimMalloc(): glibc's malloc_trim(0), which returns the free pages inside malloc's heaps.
//   glibc by itself gives back only the free memory at the top of a heap: after many short-lived
//   buffers, most of what they took stays with the process though nothing uses it. Other C
//   libraries (musl) and systems give freed memory back by themselves: false there.
#include <node.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

void CollectGarbage(const v8::FunctionCallbackInfo<v8::Value>& info) {
  info.GetIsolate()->MemoryPressureNotification(v8::MemoryPressureLevel::kCritical);
}

void TrimMalloc(const v8::FunctionCallbackInfo<v8::Value>& info) {
  bool trimmed = false;
#if defined(__GLIBC__)
  trimmed = malloc_trim(0) == 1;
#endif
  info.GetReturnValue().Set(trimmed);
}

}  // namespace

NODE_MODULE_INIT() {
  NODE_SET_METHOD(exports, "collectGarbage", CollectGarbage);
  NODE_SET_METHOD(exports, "trimMalloc", TrimMalloc);
}
