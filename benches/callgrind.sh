#!/usr/bin/env bash
# Sourced by the benchmark scripts (benches/psl.sh, benches/rfc3986.sh): callgrind's
# instructions per item of a profiling example, as a Markdown table.
#
# The example takes `ROW ROUNDS SET` (ROW `none` only builds the set) and prints the set's
# size first. An item's instructions are the difference between a run of 6 rounds and one of
# 2, divided by the 4 rounds of items in between, so that start-up costs fall out.
#
#   callgrind_table BIN COLUMN ITEMS ROW... -- SET...
#
# prints the table (one row per ROW, one column per SET, COLUMN heading the rows) and a line
# with each set's size, and leaves the sizes in the associative array `set_sizes`.

declare -A set_sizes

callgrind_instructions() { # bin row rounds set
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" "$4" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

callgrind_table() {
  local bin="$1" column="$2" items="$3"
  shift 3
  local rows=() sets=()
  while [ "$1" != "--" ]; do rows+=("$1"); shift; done
  shift
  sets=("$@")
  local header="| $column |" rule="|---|" sizes="" set row two six
  for set in "${sets[@]}"; do
    set_sizes[$set]=$("$bin" none 1 "$set" | cut -d' ' -f1)
    header="$header $set |"
    rule="$rule---:|"
    sizes="${sizes:+$sizes, }${set_sizes[$set]} $set $items"
  done
  echo "Instructions per ${items%s} (callgrind):"
  echo
  echo "$header"
  echo "$rule"
  for row in "${rows[@]}"; do
    local line="| $row |"
    for set in "${sets[@]}"; do
      two=$(callgrind_instructions "$bin" "$row" 2 "$set")
      six=$(callgrind_instructions "$bin" "$row" 6 "$set")
      line="$line $(( (six - two) / (4 * ${set_sizes[$set]}) )) |"
    done
    echo "$line"
  done
  echo
  echo "($sizes)"
  echo
}
