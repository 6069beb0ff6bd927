// The BLAS library's own thread pool. libtorch hands matrix products to the system BLAS
// (OpenBLAS on Debian), whose pthread pool at::set_num_threads does not bound.
#pragma once

#include <string>

namespace tr {

struct BlasThreads {
  std::string library;  // "OpenBLAS", "BLIS", or "" when the BLAS has no pool we can see
  int threads = 0;      // 0 when unknown
};

BlasThreads QueryBlasThreads();
// Returns false when no BLAS pool was found to bound.
bool SetBlasThreads(int n);

}  // namespace tr
