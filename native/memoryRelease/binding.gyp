{
  "targets": [
    {
      "target_name": "memory_release",
      "sources": ["memoryRelease.cc"]
    }
  ]
}
