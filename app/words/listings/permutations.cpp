// N queens: every permutation of the columns is a board with one queen to a row and to a
// column; a board is a solution when no two queens share a diagonal.
// Build: g++ -O2 permutations.cpp -o permutations; run: ./permutations 8
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <vector>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 8;
    std::vector<int> cols(n);
    std::iota(cols.begin(), cols.end(), 0); // @init
    long count = 0, boards = 0;
    do { // @repeat
        ++boards; // @show
        bool attack = false;
        for (int i = 0; i < n && !attack; ++i) // @pairs
            for (int j = i + 1; j < n && !attack; ++j)
                attack = std::abs(cols[i] - cols[j]) == j - i; // @pair-attacks
        if (!attack) { // @record
            ++count;
            for (int i = 0; i < n; ++i)
                std::printf(i ? " %d" : "%d", cols[i] + 1);
            std::printf("\n");
        }
    } while (std::next_permutation(cols.begin(), cols.end())); // @next
    std::printf("%ld solutions\n", count);
}
